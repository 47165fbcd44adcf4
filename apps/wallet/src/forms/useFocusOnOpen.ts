import { useEffect, useRef } from 'react';

/**
 * The field a step of a form starts with takes the focus when the step opens, so the phone's keyboard
 * is up without a tap (sign-in's email, the mailed code, sign-up's first name).
 */
export function useFocusOnOpen<E extends HTMLElement = HTMLInputElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
