// @types/jsdom is not installed; the tests need only this much.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'outside-only' | 'dangerously' });
    window: unknown;
  }
}
