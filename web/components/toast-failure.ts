import { errorMessage } from "@web/lib/api";
import { toast } from "./ui/use-toast";

/** The failure toast: the action's title, and the server's reason or else the error's own text. */
export function toastFailure(title: string, error: unknown): void {
  toast({ title, description: errorMessage(error), variant: "destructive" });
}
