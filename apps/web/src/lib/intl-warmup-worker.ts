// Runs in a worker: builds a date formatter once and quits (see intl-warmup.ts).
new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date());
self.close();
