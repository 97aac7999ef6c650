import "./styles/app.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppToaster } from "./components/layout/toaster";
import { AppRoutes, loadScreenOf } from "./router";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// A transition lets React render the first screen in slices, so a slow phone never sees one long
// task blocking input while the page builds.
const render = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <AppToaster />
      </StrictMode>,
    );
  });

// A page whose HTML carries content (the directory's first results) keeps it until the screen's code is
// there: the first render replaces it with the screen, not with a loading spinner.
if (root.childElementCount > 0) void loadScreenOf(window.location.pathname).then(render);
else render();
