// must pass: api/ calls use cases in commands/
import { createChat } from "../commands/chats/chat-commands.ts"

export const good = createChat
