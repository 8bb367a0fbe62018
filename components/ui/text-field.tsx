"use client";

import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from "react";
import {
  useFormContext,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

// The form field every account form repeats: label, control, hint and error message, wired to one
// react-hook-form field. The control is an Input with the rest of the props, or what renderControl gives.

type InputProps = Omit<ComponentProps<typeof Input>, "name" | "value" | "defaultValue" | "onBlur" | "ref" | "onChange">;

export type TextFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> = InputProps & {
  control: Control<TValues, unknown, TOutput>;
  name: TName;
  label: ReactNode;
  /** A red asterisk after the label, hidden from screen readers (the control says it is required). */
  markRequired?: boolean;
  /** Beside the label, at the end of its line (a "Forgot password?" link). */
  labelAction?: ReactNode;
  /** Turns the field's error, a message key, into text. */
  translateMessage?: (message: string) => string;
  /** Under the control: a description the control is described by. */
  hint?: ReactNode;
  hintClassName?: string;
  /** On the field's wrapper (a grid column span). */
  itemClassName?: string;
  /** Runs after the field has taken the change. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Another control than an Input (a password input): it gets the field's value and handlers. */
  renderControl?: (field: ControllerRenderProps<TValues, TName>) => ReactElement;
  /** Between the control and the hint (a password's strength meter). */
  renderAfterControl?: (field: ControllerRenderProps<TValues, TName>) => ReactNode;
};

export function TextField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>({
  control,
  name,
  label,
  markRequired,
  labelAction,
  translateMessage,
  hint,
  hintClassName,
  itemClassName,
  onChange,
  renderControl,
  renderAfterControl,
  ...inputProps
}: TextFieldProps<TValues, TName, TOutput>) {
  const item = useKeptEarlyTyping<TValues, TName>(name);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem ref={item} className={itemClassName}>
          {labelAction ? (
            <div className="flex items-center justify-between gap-2">
              <FormLabel>{label}</FormLabel>
              {labelAction}
            </div>
          ) : markRequired ? (
            <div className="flex items-center gap-0.5">
              <FormLabel>{label}</FormLabel>
              <span aria-hidden className="text-sm text-destructive">
                *
              </span>
            </div>
          ) : (
            <FormLabel>{label}</FormLabel>
          )}
          <FormControl>
            {renderControl ? (
              renderControl(field)
            ) : (
              <Input
                {...field}
                {...inputProps}
                onChange={(event) => {
                  field.onChange(event);
                  onChange?.(event);
                }}
              />
            )}
          </FormControl>
          {renderAfterControl?.(field)}
          {hint && <FormDescription className={hintClassName}>{hint}</FormDescription>}
          <FormMessage translateMessage={translateMessage} />
        </FormItem>
      )}
    />
  );
}

/**
 * What a visitor typed before the page hydrated (a slow phone shows the form seconds before its script
 * runs): React leaves it in the input while hydrating, but the field's first render after that would write
 * the form's empty value over it. Taken into the form once, as it hydrates, so nothing typed is lost.
 */
function useKeptEarlyTyping<TValues extends FieldValues, TName extends FieldPath<TValues>>(name: TName) {
  const item = useRef<HTMLDivElement>(null);
  const { getValues, setValue } = useFormContext<TValues>();
  useLayoutEffect(() => {
    const typed = item.current?.querySelector("input")?.value;
    if (typed && !getValues(name))
      setValue(name, typed as FieldPathValue<TValues, TName>, { shouldDirty: true, shouldTouch: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the field first appears
  }, []);
  return item;
}
