// Audience statistics, loaded only after cookie consent: counts one visit per browser session.
(function () {
  try {
    if (sessionStorage.getItem('audienceCounted')) return;
    sessionStorage.setItem('audienceCounted', '1');
    window.__audienceStats = { loaded: true };
    fetch('/api/v1/home/stat', { credentials: 'same-origin' }).catch(function () {});
  } catch {
    /* storage disabled: no statistics */
  }
})();
