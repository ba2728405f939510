"""Entry point for the desktop (and later pygbag).

Until the card table exists (issue "The playable game"), this plays a seeded demo game between simple
computer players and prints it move by move.
"""

from game.demo import main

if __name__ == "__main__":
    main()
