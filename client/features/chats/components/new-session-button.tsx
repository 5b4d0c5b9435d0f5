import { useLocation } from "wouter"

import { Button } from "../../../components/ui/button.tsx"
import { paths } from "../../../config/paths.ts"
import { errorMessage } from "../../../lib/api-client.ts"
import { notify } from "../../../lib/notify.ts"
import { useCreateChat } from "../api/create-chat.ts"
import { DEFAULT_APPROACH } from "../api/chat-types.ts"

export const NewSessionButton = ({ label = "Nuova sessione" }: { readonly label?: string }) => {
  const [, navigate] = useLocation()
  const createChat = useCreateChat()
  const onClick = () =>
    createChat.mutate(DEFAULT_APPROACH, {
      onSuccess: (chat) => navigate(paths.chat.getHref(chat.id)),
      onError: (error) => notify.error(errorMessage(error, "Errore nella creazione della sessione")),
    })
  return (
    <Button onClick={onClick} loading={createChat.isPending}>
      {createChat.isPending ? "Preparazione…" : label}
    </Button>
  )
}
