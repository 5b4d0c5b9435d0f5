import type { User } from "../../../lib/auth/user.ts"
import { AssistantSection } from "./assistant-section.tsx"
import { CareNoteSection } from "./care-note-section.tsx"
import { DeleteAccountSection } from "./delete-account-section.tsx"
import { ExportSection } from "./export-section.tsx"
import { PasswordSection } from "./password-section.tsx"
import { ProfileSection } from "./profile-section.tsx"
import { RecoveryKeySection } from "./recovery-key-section.tsx"
import * as styles from "./account.css.ts"

/** /account: the user's own settings, keys and data (DESIGN §6). */
export const AccountPage = ({ user }: { readonly user: User }) => (
  <div className={styles.page}>
    <h1 className={styles.title}>Il tuo account</h1>
    <ProfileSection user={user} />
    <AssistantSection current={user.ai_name} />
    <CareNoteSection enabled={user.care_note} />
    <PasswordSection />
    <RecoveryKeySection />
    <ExportSection />
    <DeleteAccountSection />
  </div>
)
