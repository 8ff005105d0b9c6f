interface ReactNativeWebViewBridge {
  postMessage(message: string): void;
}

declare global {
  interface Window {
    ReactNativeWebView?: ReactNativeWebViewBridge;
  }
}

/** The mobile app embeds the site in a webview and wants to know which page is showing. */
export function notifyWebviewOfPage(path: string): void {
  try {
    window.ReactNativeWebView?.postMessage(JSON.stringify({ type: 'page', path }));
  } catch {
    // A broken bridge must never break the page.
  }
}
