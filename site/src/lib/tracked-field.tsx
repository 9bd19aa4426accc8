import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';

// @modular-forms/react hands a Field's render prop its state as signals (`field.value`,
// `field.error`). A render prop runs inside modular-forms' own Field component, so the
// `useSignals()` of the component that wrote the form does not reliably track those reads:
// its tracking ends at the next microtask, and a time-sliced render (a lazy route resuming,
// a slow phone) yields between components. The error of a submit was then set but never
// drawn. `tracked` renders the field in a component of its own whose reads are tracked
// for exactly its render.

const MANAGED_COMPONENT = 1;

function TrackedRender({ render }: { render: () => ReactNode }) {
  const store = useSignals(MANAGED_COMPONENT);
  try {
    return render();
  } finally {
    store.f();
  }
}

/** Wraps a `<Field>` render prop so the signals it reads re-render it when they change. */
export function tracked<A extends unknown[]>(render: (...args: A) => ReactNode) {
  return (...args: A): ReactNode => <TrackedRender render={() => render(...args)} />;
}
