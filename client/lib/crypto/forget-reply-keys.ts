/**
 * Logout (or a deleted account): the keys of replies not yet stored leave the browser too. The store's code is
 * fetched only then (it is not part of the first load); a reply they would have opened expires on the server.
 */
export const forgetReplyKeys = (): Promise<void> =>
  import("./reply-key-store.ts").then(({ replyKeyStore }) => replyKeyStore.clear()).catch(() => undefined)
