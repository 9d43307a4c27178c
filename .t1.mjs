const u=process.cpuUsage(); const t=performance.now();
await import("./server/site-settings.ts");
const c=process.cpuUsage(u); console.log("ts import", (performance.now()-t)|0, "ms wall", (c.user/1000)|0, "user", (c.system/1000)|0, "sys");
