import { ImageUp, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import {
  PICTURE_ACCEPT,
  PICTURE_MAX_BYTES,
  PICTURE_TEXT,
  PICTURE_TYPES,
} from "../../../src/shared/contracts/pictures";
import { TrainerAvatar } from "../../components/trainer-avatar";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/toast";
import { removePicture, uploadPicture } from "./api";

/**
 * The profile picture: upload or Remove, no URL entry (docs/product.md "Portal details": Profile).
 * The browser checks the type and the 5 MB limit first ("Invalid File Type", "File Too Large"); the
 * server checks the content and answers "Upload Failed" with its message. Both happen at once (not
 * with the form's save); `onChange` gets the new picture (or null).
 */
export function PictureUploader({
  trainerId,
  name,
  picture,
  onChange,
  onBusyChange,
}: {
  trainerId: number;
  name: string;
  picture: string | null;
  onChange: (picture: string | null) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState<"upload" | "remove">();
  const [status, setStatus] = useState("");

  const run = async (kind: "upload" | "remove", work: () => Promise<string | null>) => {
    setBusy(kind);
    onBusyChange?.(true);
    try {
      const next = await work();
      onChange(next);
      setStatus(next ? "Picture uploaded." : "Picture removed.");
    } catch (err) {
      const message = err instanceof ApiError ? err.serverMessage : undefined;
      notify.error({
        title: kind === "upload" ? PICTURE_TEXT.uploadFailed : "Update Failed",
        description:
          message ??
          (kind === "upload" ? PICTURE_TEXT.uploadFailedFallback : "Failed to remove the picture."),
      });
    } finally {
      setBusy(undefined);
      onBusyChange?.(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
      notify.error({ title: PICTURE_TEXT.invalidType, description: PICTURE_TEXT.invalidTypeHint });
      return;
    }
    if (file.size > PICTURE_MAX_BYTES) {
      notify.error({ title: PICTURE_TEXT.tooLarge, description: PICTURE_TEXT.tooLargeHint });
      return;
    }
    void run("upload", async () => (await uploadPicture(file)).profilePicture);
  };

  return (
    <fieldset className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <legend className="mb-2 text-sm font-medium text-slate-800">Profile picture</legend>
      <TrainerAvatar key={picture ?? "none"} name={name} picture={picture} size={96} />
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-file`}
            type="file"
            accept={PICTURE_ACCEPT}
            className="peer sr-only"
            aria-describedby={`${id}-hint`}
            onChange={onFile}
            disabled={busy !== undefined}
            data-testid="picture-input"
          />
          <label
            htmlFor={`${id}-file`}
            className={cn(
              "inline-flex min-h-tap cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-base font-medium text-slate-900 hover:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700",
              busy !== undefined && "cursor-not-allowed opacity-70",
            )}
          >
            <ImageUp aria-hidden className="size-4" />
            {busy === "upload" ? "Uploading..." : picture ? "Change Picture" : "Upload Picture"}
          </label>
          {picture && (
            <Button
              variant="ghost"
              onClick={() => void run("remove", async () => (await removePicture(trainerId)).profilePicture)}
              disabled={busy !== undefined}
            >
              <Trash2 aria-hidden className="size-4" />
              {busy === "remove" ? "Removing..." : "Remove"}
            </Button>
          )}
        </div>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          PNG, JPEG or WebP, up to 5 MB.
        </p>
        <p role="status" className="sr-only">
          {status}
        </p>
      </div>
    </fieldset>
  );
}
