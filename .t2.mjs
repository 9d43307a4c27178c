import "./server/module-loading.ts";
import { enableCompileCache } from "node:module";
if (process.env.CC) enableCompileCache(process.env.CC);
const u=process.cpuUsage(); const t=performance.now();
await import("./server/app.ts"); await import("./server/database.ts"); await import("./server/publishing/publisher.ts"); await import("./server/backup/backups.ts");
const c=process.cpuUsage(u); console.log("import", (performance.now()-t)|0, "ms wall", (c.user/1000)|0, "user", (c.system/1000)|0, "sys");
