/** How long "available offline" stays, unless the reader navigates first or holds the pointer on it. */
export const READY_NOTICE_MS = 6000;
