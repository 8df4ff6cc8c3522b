/** Browser storage keys shared by the inline head script, the client islands and site-component hooks. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docsgen.announcement.dismiss',
  announcementId: 'docsgen.announcement.id',
  preferredVersion: 'docs-preferred-version-default',
} as const;
