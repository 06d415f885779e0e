// Everything of this feature that is not needed for the first paint, in one chunk loaded after the
// page (the worker's registration) or when first shown (the banners, the Settings sections). One
// chunk rather than three keeps the lobby's first download from splitting into more pieces.
export { registerServiceWorker } from './register-sw';
export { default as PwaBannersView } from './components/pwa-banners';
export { default as PwaSettings } from './components/pwa-settings';
