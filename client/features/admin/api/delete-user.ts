import { useMutation, useQueryClient } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { adminKeys } from "./admin-types.ts"

export const deleteUser = (api: ApiClient, userId: string) =>
  api.delete("admin.deleteUser", `/admin/users/${encodeURIComponent(userId)}`)

export type BulkDeleteResult = {
  readonly deleted: ReadonlyArray<string>
  readonly failed: ReadonlyArray<{ readonly id: string; readonly error: unknown }>
}

/** Deletes each user in turn (there is no bulk endpoint); one failure does not stop the others. */
export const deleteUsers = async (
  api: ApiClient,
  userIds: ReadonlyArray<string>,
): Promise<BulkDeleteResult> => {
  const deleted: string[] = []
  const failed: { id: string; error: unknown }[] = []
  for (const id of userIds) {
    try {
      await deleteUser(api, id)
      deleted.push(id)
    } catch (error) {
      failed.push({ id, error })
    }
  }
  return { deleted, failed }
}

export const useDeleteUser = () => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: string) => deleteUser(api, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

export const useDeleteUsers = () => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userIds: ReadonlyArray<string>) => deleteUsers(api, userIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
