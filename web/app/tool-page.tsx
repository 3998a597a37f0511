import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonVariants } from "@web/components/ui/button";
import { cn } from "@web/lib/utils";
import { SignedInLayout } from "./signed-in-layout";

/** A signed-in page holding one tool (command center, CMO, contracts …) under a link back. */
export function ToolPage({ back, wide = false, children }: { back: { href: string; label: string }; wide?: boolean; children: ReactNode }) {
  return (
    <SignedInLayout>
      <main className={cn("mx-auto grid w-full gap-4 p-4 pb-24", wide ? "max-w-5xl" : "max-w-4xl")}>
        <Link href={back.href} className={buttonVariants({ variant: "ghost", className: "justify-self-start" })}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
        {children}
      </main>
    </SignedInLayout>
  );
}
