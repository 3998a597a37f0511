import { describe, expect, it } from "vitest";
import { createTaskRequestSchema } from "@contract/tasks";
import { newTaskBody } from "../api/create-task";
import { showsProgress } from "./task-display";

describe("showsProgress", () => {
  it("shows a progress bar only while in progress", () => {
    expect(showsProgress({ status: "in_progress" })).toBe(true);
    expect(showsProgress({ status: "pending" })).toBe(false);
    expect(showsProgress({ status: "completed" })).toBe(false);
    expect(showsProgress({ status: "failed" })).toBe(false);
  });
});

describe("newTaskBody", () => {
  it("trims and creates tasks as pending, 0 %, medium", () => {
    const body = newTaskBody(4, "  Audit  ", " Check the API ");
    expect(body).toEqual({
      agentId: 4,
      title: "Audit",
      description: "Check the API",
      status: "pending",
      progress: 0,
      priority: "medium",
    });
    expect(createTaskRequestSchema.safeParse(body).success).toBe(true);
  });
});
