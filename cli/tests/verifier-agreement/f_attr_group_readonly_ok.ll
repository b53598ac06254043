attributes #0 = { readonly }
