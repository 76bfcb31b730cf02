;;; unit-mode.el --- Unit training notebooks  -*- lexical-binding: t; -*-

;; Load it from your init file: (load "/path/to/unit-mode.el")
;; Tried with Emacs 28; needs nothing outside Emacs itself.

;;; Commentary:
;; A major mode for *.unit files: // comments, a small highlighting, and
;; `unit fmt' on save.  When unit reports errors (exit status 2, nothing on
;; stdout) the buffer is kept exactly as it is and the errors are shown.

;;; Code:

(require 'subr-x)

(defvar unit-font-lock-keywords
  '(("\\(?:^\\|[ \t]\\)\\(//.*\\)$" 1 font-lock-comment-face t)
    ("^[ \t]*#.*" . font-lock-function-name-face)
    ("^[ \t]*>.*" . font-lock-doc-face)
    ("\\(?:✓\\|✔\\|✅\\|\\<[Dd][Oo][Nn][Ee]\\>\\)" . font-lock-type-face)
    ("\\(?:✗\\|✘\\|❌\\|\\<[Ff][Aa][Ii][Ll]\\(?:[Ee][Dd]\\)?\\>\\)" . font-lock-warning-face)
    ("@[ \t]*[0-9]*[.,]?[0-9]+" . font-lock-constant-face)
    ("\\<\\(?:warm-?up\\|dropset\\|drop\\|failure\\)\\>" . font-lock-keyword-face))
  "Highlighting for `unit-mode': headings, notes, comments and marks.")

;;;###autoload
(define-derived-mode unit-mode text-mode "Unit"
  "Major mode for Unit training notebooks."
  (setq-local comment-start "// ")
  (setq-local comment-start-skip "//+[ \t]*")
  (setq-local indent-tabs-mode nil)
  (setq-local tab-width 2)
  (setq-local font-lock-defaults '(unit-font-lock-keywords t))
  (add-hook 'before-save-hook #'unit-format-buffer nil t))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.unit\\'" . unit-mode))

(defun unit-format-buffer ()
  "Replace the buffer with the output of `unit fmt'.
Keep the buffer as it is when unit reports errors, and show them."
  (interactive)
  (let ((out (generate-new-buffer " *unit fmt*"))
        (errfile (make-temp-file "unit-fmt"))
        (coding-system-for-read 'utf-8-unix)
        (coding-system-for-write 'utf-8-unix))
    (unwind-protect
        (let ((status (call-process-region (point-min) (point-max) "unit"
                                           nil (list out errfile) nil "fmt")))
          (if (eq status 0)
              (unless (zerop (compare-buffer-substrings nil nil nil out nil nil))
                (replace-buffer-contents out))
            (message "unit fmt: buffer kept: %s"
                     (with-temp-buffer
                       (insert-file-contents errfile)
                       (string-trim (buffer-string))))))
      (kill-buffer out)
      (delete-file errfile))))

(provide 'unit-mode)
;;; unit-mode.el ends here
