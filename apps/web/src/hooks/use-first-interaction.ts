import { useEffect, useState } from 'react';

/** What counts as the visitor's first interaction: a pointer, a key, a touch, a scroll, a focus. */
export const FIRST_INTERACTION_EVENTS = [
  'pointermove',
  'pointerdown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
  'focusin',
] as const;

let hasInteracted = false;

/**
 * Calls `onFirst` once, at the visitor's first interaction with the page (at once if there already
 * was one in this page's life). Returns the function that stops listening.
 */
export const onFirstInteraction = (onFirst: () => void, target: Window = window) => {
  if (hasInteracted) {
    onFirst();
    return () => undefined;
  }
  const handle = () => {
    hasInteracted = true;
    stop();
    onFirst();
  };
  const stop = () => {
    for (const type of FIRST_INTERACTION_EVENTS) target.removeEventListener(type, handle, { capture: true });
  };
  for (const type of FIRST_INTERACTION_EVENTS) {
    target.addEventListener(type, handle, { capture: true, passive: true });
  }
  return stop;
};

/**
 * False until the visitor first interacts with the page, then true. It starts false on the server
 * and while hydrating, so what it guards is neither pre-rendered nor downloaded before then: the
 * landing page's first load stays within its budget (ADR 0131).
 */
export const useAfterFirstInteraction = () => {
  const [isAfter, setIsAfter] = useState(false);
  useEffect(() => onFirstInteraction(() => setIsAfter(true)), []);
  return isAfter;
};

/** For tests: forget that the page was interacted with. */
export const resetFirstInteraction = () => {
  hasInteracted = false;
};
