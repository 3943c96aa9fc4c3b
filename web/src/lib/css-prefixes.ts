import type { StylisPlugin } from '@emotion/cache';

/** stylis's element type of a declaration (its `DECLARATION`). */
const DECLARATION = 'decl';

/**
 * Properties that a browser the store supports still reads only with Safari's `-webkit-` prefix (or reads
 * fully only so: `text-decoration` with a style or colour). Everything else Emotion's default prefixer adds
 * (`-webkit-box`, `-ms-flexbox`, `-moz-transform`, a `-webkit-` copy of each `@keyframes`…) serves browsers of
 * ten years ago, and made up a quarter of a page's CSS.
 */
const WEBKIT_ONLY_PROPERTIES = new Set([
  'user-select',
  'text-decoration',
  'backdrop-filter',
  'hyphens',
  'box-decoration-break',
  'text-size-adjust',
  'print-color-adjust',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
]);

/**
 * Emotion's stylis plugins (in place of its default prefixer): each declaration of a WEBKIT_ONLY_PROPERTIES
 * property, or `background-clip: text`, gets a `-webkit-` copy before it. One array, made once: the server's
 * Emotion keeps its stylis output per plugins array, so a new array per render would compile every rule again.
 */
export const STYLIS_PLUGINS: StylisPlugin[] = [
  (element) => {
    if (element.type !== DECLARATION || element.return) return;
    const property = String(element.props);
    const needsPrefix =
      WEBKIT_ONLY_PROPERTIES.has(property) ||
      (property === 'background-clip' && String(element.children).includes('text'));
    if (needsPrefix) element.return = `-webkit-${element.value}${element.value}`;
  },
];
