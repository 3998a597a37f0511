import type { CtoTaskRequest } from "../../../contract/marketing";
import type { Db } from "../../db/client";
import type { TaskService } from "../../domain/tasks";
import { findCtoAgentId } from "./find-cto-agent";

/** The task's description: requirements, expected output and testing instructions as sections (the summary when all are empty). */
export function ctoTaskDescription(b: CtoTaskRequest) {
  const bullets = (items: string[]) => items.map((r) => `- ${r}`).join("\n");
  return (
    [
      b.technicalRequirements.length ? `Technical requirements:\n${bullets(b.technicalRequirements)}` : "",
      b.expectedOutput ? `Expected output:\n${b.expectedOutput}` : "",
      b.testingInstructions.length ? `Testing instructions:\n${bullets(b.testingInstructions)}` : "",
    ]
      .filter(Boolean)
      .join("\n\n") || b.taskSummary
  );
}

/** Spec 03 §3, the CTO chain: the marketing hub hands a high-priority task to the CTO agent. */
export async function handTaskToCto({ db, tasks }: { db: Db; tasks: TaskService }, b: CtoTaskRequest, userId: number) {
  const [task] = await tasks.create(
    [{ agentId: await findCtoAgentId(db), title: b.taskSummary, description: ctoTaskDescription(b), priority: "high", metadata: { source: "marketing-cto-chain", ...b } }],
    { userId },
  );
  return task;
}
