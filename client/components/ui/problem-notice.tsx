import { Notice } from "./notice.tsx"

/** What went wrong, read out at once (role alert); nothing while there is nothing to say. */
export const ProblemNotice = ({ problem }: { readonly problem: string | null }) =>
  problem === null ? null : (
    <Notice tone="error" role="alert">
      {problem}
    </Notice>
  )
