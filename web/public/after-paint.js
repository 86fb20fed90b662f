// A page the server drew (server/plugins/static-web.ts) fetches the app's code only once its first contentful paint is
// on screen: on a slow line its styles and first photos have the bandwidth to themselves. The page names the entry
// and the modules to preload on this script's element. A plain script: it runs before any of the app's code is there.
(function () {
  var script = document.currentScript;
  var loaded = false;

  function load() {
    if (loaded) return;
    loaded = true;
    var modules = script.dataset.modules ? script.dataset.modules.split(' ') : [];
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = script.dataset.entry;
    document.head.appendChild(entry);
  }

  function painted() {
    return performance.getEntriesByName('first-contentful-paint').length > 0;
  }

  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  // A page opened in the background paints only when shown: its code need not wait for that.
  if (document.visibilityState === 'hidden' || painted()) load();
  else if (types.indexOf('paint') < 0) {
    // No paint timing: after the frame that paints the page.
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  } else {
    var observer = new PerformanceObserver(function () {
      if (!painted()) return;
      observer.disconnect();
      load();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A page whose paint is never reported still gets its app.
    setTimeout(load, 3000);
  }
})();
