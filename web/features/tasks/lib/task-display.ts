import type { Task } from "@contract/tasks";

/** Spec 01 §2: the progress bar shows only while a task is in progress. */
export function showsProgress(task: Pick<Task, "status">): boolean {
  return task.status === "in_progress";
}

export type Tone = "success" | "warning" | "destructive" | "default" | "secondary";

export function taskStatusTone(status: Task["status"]): Tone {
  switch (status) {
    case "completed":
      return "success";
    case "in_progress":
      return "default";
    case "failed":
      return "destructive";
    default:
      return "secondary";
  }
}

export function taskPriorityTone(priority: Task["priority"]): Tone {
  switch (priority) {
    case "high":
      return "destructive";
    case "medium":
      return "warning";
    default:
      return "secondary";
  }
}
