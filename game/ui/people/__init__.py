"""People at one table (pass and play): the start screen's Seats… dialog, where each seat is a person or a
computer player of a level (seats_dialog.py), and the screen passed between two people's turns, which hides
every hand (pass_screen.py).  The match keeps who plays each seat (choices/match_settings.py); the table turns
to the person whose screen it is (scenes/table_scene.py)."""
