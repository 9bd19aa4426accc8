/**
 * A response held until the story's play function lets it through. A story that checks a
 * waiting state ('Buscando sugestões...', 'Entrando...') holds the answer, sees that state,
 * then releases it: the check no longer races a fixed delay against the machine's speed.
 *
 * One per story file at module level; `reset()` in the story's `beforeEach` (stories share
 * one page, so a hold must not carry over from a previous story).
 */
export function heldResponse() {
  let release: () => void = () => {};
  let released = Promise.resolve();
  return {
    reset() {
      released = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    /** Resolves once `release()` is called (await it in the MSW handler). */
    wait: () => released,
    release: () => release(),
  };
}
