import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children just after the first render, as a transition. React renders a transition in
 * slices between which a phone stays responsive, whereas the render of a page whose data has just
 * arrived is one task: a page puts the sections below its first screen in here to keep that task short.
 */
export function RenderAfterFirst({ children }: { children: ReactNode }) {
  const [isShown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return isShown ? children : null;
}
