/**
 * The images staff upload in the private area (organisation logo, favicon and banner, and a
 * product's banner): what is accepted, how large, and the messages for what is refused. The
 * server checks the bytes themselves, not the name or the declared type.
 */
export const SETTINGS_IMAGE_KINDS = ['logo', 'favicon', 'banner'] as const;
export type SettingsImageKind = (typeof SETTINGS_IMAGE_KINDS)[number];

/** Accepted uploads, by content. SVG is refused: scripts can hide in it. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const MB = 1024 * 1024;

export interface ImageRule {
  /** Largest upload accepted, in bytes. */
  maxBytes: number;
  /** What the stored image becomes (visitor-portal.md §2: banner 1280 x 350, max 350 px high). */
  resize: { width: number; height: number; fit: 'inside' | 'cover' };
  hint: string;
}

export const IMAGE_RULES: Record<SettingsImageKind, ImageRule> = {
  logo: {
    maxBytes: 2 * MB,
    resize: { width: 512, height: 512, fit: 'inside' },
    hint: 'PNG, JPEG or WebP, at most 2 MB; shown at most 512 px wide',
  },
  favicon: {
    maxBytes: 1 * MB,
    resize: { width: 64, height: 64, fit: 'cover' },
    hint: 'PNG, JPEG or WebP, at most 1 MB; square, stored as a 64 x 64 PNG',
  },
  banner: {
    maxBytes: 5 * MB,
    resize: { width: 1280, height: 350, fit: 'cover' },
    hint: 'PNG, JPEG or WebP, at most 5 MB; cropped to 1280 x 350',
  },
};

export const IMAGE_MESSAGES = {
  missing: 'Please choose an image to upload.',
  notAnImage: 'Please upload a PNG, JPEG or WebP image.',
  tooManyPixels: 'The image is too large: at most 40 megapixels.',
} as const;

export const imageTooLargeMessage = (kind: SettingsImageKind): string =>
  `The image must be at most ${IMAGE_RULES[kind].maxBytes / MB} MB.`;

/** What saving or removing each image answers (the snack the settings screen shows). */
export const IMAGE_SAVED_MESSAGES: Record<SettingsImageKind, { saved: string; removed: string }> = {
  logo: { saved: 'Logo updated', removed: 'Logo removed' },
  favicon: { saved: 'Favicon updated', removed: 'Favicon removed' },
  banner: { saved: 'Banner updated', removed: 'Banner removed' },
};

export const SETTINGS_SAVED_MESSAGE = 'Settings saved';
