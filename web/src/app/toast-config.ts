import type { ToastContainerProps } from 'react-toastify/unstyled';

/** Every toast: top centre, 2 s, progress bar, close on click, pause on hover, draggable, light. */
export const TOAST_CONTAINER_PROPS = {
  position: 'top-center',
  autoClose: 2000,
  hideProgressBar: false,
  closeOnClick: true,
  pauseOnHover: true,
  draggable: true,
  theme: 'light',
} as const satisfies ToastContainerProps;
