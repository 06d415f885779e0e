// The achievements' error texts.
export const LOAD_FAILED = 'Failed to load achievements. Please try again.';
export const EXPORT_FAILED = 'Failed to export achievements.';
export const SHARE_FAILED = 'Failed to copy share text.';
