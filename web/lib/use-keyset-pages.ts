import { useEffect, useState } from "react";

/**
 * Paging a keyset list (decision 094): the cursors of the pages before this one, so Previous goes
 * back and Next goes on, one page in the browser at a time. A new `resetKey` (other filters or
 * another search) starts again at the first page.
 */
export function useKeysetPages(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: string[] }>({ key: resetKey, cursors: [] });
  const cursors = state.key === resetKey ? state.cursors : [];
  return {
    /** The cursor of the page shown (undefined: the first page). */
    cursor: cursors[cursors.length - 1],
    /** 1-based. */
    page: cursors.length + 1,
    next: (cursor: string) => setState({ key: resetKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: resetKey, cursors: cursors.slice(0, -1) }),
  };
}

/** `value` once it has stayed the same for `ms` (a search sent to the server when the typing pauses). */
export function useDebouncedValue<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
