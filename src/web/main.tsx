import "./styles/app.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppToaster } from "./components/layout/toaster";
import { AppRoutes } from "./router";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// A transition lets React render the first screen in slices, so a slow phone never sees one long
// task blocking input while the page builds.
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
