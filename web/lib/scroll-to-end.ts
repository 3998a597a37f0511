/**
 * Shows the end of a message list by scrolling the list itself: the nearest ancestor of `marker`
 * that scrolls (overflow-y auto or scroll) goes to its bottom. Unlike scrollIntoView it never
 * moves the page, so a page that holds a chat still opens at its top (issue 19: the operations
 * console opened 603 px down, past its KPI cards). Nothing happens when no ancestor scrolls.
 */
export function scrollToEndWithin(marker: HTMLElement | null): void {
  for (let el = marker?.parentElement ?? null; el && el !== document.body && el !== document.documentElement; el = el.parentElement) {
    const overflow = getComputedStyle(el).overflowY;
    if (overflow === "auto" || overflow === "scroll") {
      el.scrollTop = el.scrollHeight;
      return;
    }
  }
}
