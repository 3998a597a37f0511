import fp from "fastify-plugin";
import { TASK_JOB } from "../domain/jobs";
import { insertTasks, type TaskService } from "../domain/tasks";

declare module "fastify" {
  interface FastifyInstance {
    tasks: TaskService;
  }
}

/** `app.tasks`: task creation and queueing, for every feature and the agents' tools. */
export default fp(
  async function tasksPlugin(app) {
    const db = app.database.db;
    const queue = async (taskId: number) => void (await app.jobs.send(TASK_JOB, { taskId }));
    app.decorate<TaskService>("tasks", {
      async create(input, by) {
        const rows = await insertTasks(db, input, by);
        // Worked in the background by their agents (offline: marked "needs a language model").
        for (const task of rows) if (task.status === "pending") await queue(task.id);
        return rows;
      },
      queue,
    });
  },
  { name: "tasks", dependencies: ["core", "jobs"] },
);
