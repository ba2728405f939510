// What the driver and the scenarios share.
export class Failure extends Error {}
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export function expect(condition, what) {
  if (!condition) throw new Failure(what);
}
