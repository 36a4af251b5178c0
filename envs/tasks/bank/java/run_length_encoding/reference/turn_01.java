/** Run-length encoding. */
public final class RunLength {
    private RunLength() {
    }

    /** Encodes every run as its length and its character. */
    public static String rleEncode(String text) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int j = i;
            while (j < text.length() && text.charAt(j) == c) {
                j++;
            }
            out.append(j - i).append(c);
            i = j;
        }
        return out.toString();
    }
}
