import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PictureUploader } from "../../app/features/profile/picture-uploader";
import { notify } from "../../app/lib/toast";
import { json, renderApp, stubFetch } from "./support";

/** The picture's file input (the visible button opens it). */
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

describe("the profile picture uploader", () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  function renderUploader(onChange = vi.fn()) {
    renderApp(<PictureUploader trainerId={7} name="Dana Whitfield" picture={null} onChange={onChange} />);
    return onChange;
  }

  it("refuses a file that is not an image with the spec's words, and sends nothing", () => {
    const error = vi.spyOn(notify, "error").mockImplementation(() => {});
    const fetch = stubFetch(() => json({ message: "Not expected" }, 500));
    renderUploader();
    choose(new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(error).toHaveBeenCalledWith({
      title: "Invalid File Type",
      description: "Please select an image file (JPG, PNG, etc.)",
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses a picture over 5 MB with the spec's words", () => {
    const error = vi.spyOn(notify, "error").mockImplementation(() => {});
    stubFetch(() => json({ message: "Not expected" }, 500));
    renderUploader();
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));
    expect(error).toHaveBeenCalledWith({
      title: "File Too Large",
      description: "Please select an image smaller than 5MB",
    });
  });

  it("still accepts WebP: the picture is uploaded and handed on", async () => {
    const error = vi.spyOn(notify, "error").mockImplementation(() => {});
    stubFetch(() => json({ profilePicture: "/uploads/7.webp" }));
    const onChange = renderUploader();
    choose(new File([new Uint8Array(100)], "me.webp", { type: "image/webp" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith("/uploads/7.webp"));
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByText("Picture uploaded.")).toBeTruthy();
  });
});
