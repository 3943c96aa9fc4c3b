import toastifyCss from 'react-toastify/dist/ReactToastify.css?inline';

/**
 * react-toastify's CSS with its custom properties declared on its container (`<section class="Toastify">`)
 * instead of `:root`. The sheet arrives once the page is idle; a rule on `:root` made the browser restyle every
 * element of the page then, where rules on the toasts' own classes concern elements that do not exist yet.
 */
export function scopedToContainer(css: string): string {
  return css.replace(/(^|[{};])\s*:root\s*\{/g, '$1.Toastify{');
}

let inserted = false;

/** Writes the toasts' styles once, after the page's own; the container's insertion effect calls it in the browser. */
export function insertToastStyles(): void {
  if (inserted) return;
  inserted = true;
  const style = document.createElement('style');
  style.dataset.toastify = '';
  style.textContent = scopedToContainer(toastifyCss);
  document.head.append(style);
}
