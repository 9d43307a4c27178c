/**
 * The HTML attributes of invoker commands (a button that opens or closes a `<dialog>` or a popover by itself, with no
 * script: `commandfor` names the element, `command` what to do), which React passes through as written but whose
 * types React does not have yet. See app/lib/dialogs.ts.
 */
import "react";

declare module "react" {
  // The type parameter is React's own: a merged declaration must name it the same.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
  }
}
