/**
 * jsdom has no canvas: the signature pad draws on a context that accepts anything and draws nothing.
 * @example beforeAll(stubCanvas);
 */
export function stubCanvas(): void {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  HTMLCanvasElement.prototype.getContext = (() => context) as unknown as HTMLCanvasElement['getContext'];
}
