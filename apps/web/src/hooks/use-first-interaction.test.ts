import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_INTERACTION_EVENTS, onFirstInteraction, resetFirstInteraction } from './use-first-interaction';

afterEach(() => resetFirstInteraction());

describe('onFirstInteraction', () => {
  it('waits for the first pointer, key, touch, scroll or focus, then calls back once and stops listening', () => {
    const target = new EventTarget() as unknown as Window;
    const onFirst = vi.fn();
    onFirstInteraction(onFirst, target);
    expect(onFirst).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointermove'));
    expect(onFirst).toHaveBeenCalledTimes(1);
  });

  it('listens for each kind of interaction', () => {
    for (const type of FIRST_INTERACTION_EVENTS) {
      resetFirstInteraction();
      const target = new EventTarget() as unknown as Window;
      const onFirst = vi.fn();
      onFirstInteraction(onFirst, target);
      target.dispatchEvent(new Event(type));
      expect(onFirst, type).toHaveBeenCalledTimes(1);
    }
  });

  it('calls back at once once the page has been interacted with', () => {
    const target = new EventTarget() as unknown as Window;
    onFirstInteraction(() => undefined, target);
    target.dispatchEvent(new Event('focusin'));
    const later = vi.fn();
    onFirstInteraction(later, target);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('stops listening when asked to before any interaction', () => {
    const target = new EventTarget() as unknown as Window;
    const onFirst = vi.fn();
    const stop = onFirstInteraction(onFirst, target);
    stop();
    target.dispatchEvent(new Event('keydown'));
    expect(onFirst).not.toHaveBeenCalled();
  });
});
