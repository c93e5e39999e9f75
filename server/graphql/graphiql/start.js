// Starts GraphiQL on /graphql. A file of its own, not an inline script: the Content-Security-Policy
// allows scripts from this server only. Loaded (deferred) before the GraphiQL bundle.
const root = document.getElementById('graphiql');
const workers = JSON.parse(root.dataset.workers);
// Monaco's editor workers come from this server too (same-origin files, not blob: URLs).
self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_moduleId, label) => workers[label] };
document.addEventListener('DOMContentLoaded', () => {
  YogaGraphiQL.renderYogaGraphiQL(root, JSON.parse(root.dataset.options));
});
