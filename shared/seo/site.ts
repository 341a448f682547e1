/** Site-wide names and texts, shared by the client and the server's HTML head. */
export const PRODUCT_NAME = 'Everyday Tools';
export const DEFAULT_TITLE = 'Everyday Tools. One Smart Toolbox.';
export const DEFAULT_DESCRIPTION =
  'Everyday Tools is a free online toolkit: image, video, audio and document converters, Nepali and international unit converters, text, developer and design tools. Fast, secure and always free, with no sign-up.';
