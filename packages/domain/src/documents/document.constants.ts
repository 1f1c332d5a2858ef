/**
 * What the document library accepts and says. A document's type is decided by its bytes
 * (file-type), never by the name or the declared type; the name's extension must agree with it.
 */

export interface DocumentType {
  mime: string;
  /** Extensions a file of this type may carry (lower case, without the dot). */
  extensions: readonly string[];
  label: string;
}

export const DOCUMENT_TYPES: readonly DocumentType[] = [
  { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'Word',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: 'Excel',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
    label: 'PowerPoint',
  },
  { mime: 'image/png', extensions: ['png'], label: 'PNG' },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG' },
];

/** The file input's accept attribute. */
export const DOCUMENT_ACCEPT = DOCUMENT_TYPES.flatMap((t) => [
  t.mime,
  ...t.extensions.map((e) => `.${e}`),
]).join(',');

/** The default upload limit (DOCUMENT_MAX_MB overrides it on the server). */
export const DEFAULT_DOCUMENT_MAX_MB = 50;
export const DOCUMENT_NAME_MAX = 255;

export const DOCUMENT_MESSAGES = {
  missing: 'Choose a file to upload.',
  empty: 'The file is empty. Choose another file.',
  unsupported:
    'This file type is not supported. Upload a PDF, Word, Excel, PowerPoint, PNG or JPEG file.',
  mismatch: "The file's content does not match its type. Upload the original file.",
  unreadable: 'The upload could not be read. Please choose the file again.',
  nameRequired: 'Enter a name for the document.',
  nameTooLong: `The name can be at most ${DOCUMENT_NAME_MAX} characters.`,
  invalidExpiry: 'Invalid expiration date',
  uploaded: 'Document uploaded',
  replaced: 'Document replaced',
  renamed: 'Document saved',
  deleted: 'Document deleted',
  linksSaved: 'Documents saved',
  empty_library: 'No documents yet. Upload a document to link it to items.',
  encrypted: 'This file is encrypted so viewing may take a moment',
} as const;

export const documentTooLargeMessage = (maxBytes: number) =>
  `The file is larger than ${formatMegabytes(maxBytes)} MB. Upload a smaller file.`;

const formatMegabytes = (bytes: number) => {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
};

/** The type of a file's bytes when the library accepts it, else undefined. */
export const documentTypeOf = (mime: string | undefined): DocumentType | undefined =>
  DOCUMENT_TYPES.find((t) => t.mime === mime);

/** The lower-case extension of a file name, or '' without one. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
