import java.util.List;

/** Common prefixes. */
public final class Prefixes {
    private Prefixes() {
    }

    /** The longest prefix every word starts with. */
    public static String longestCommonPrefix(List<String> words) {
        if (words.isEmpty()) {
            return "";
        }
        String first = words.get(0);
        int length = first.length();
        for (String word : words) {
            int i = 0;
            while (i < length && i < word.length() && word.charAt(i) == first.charAt(i)) {
                i++;
            }
            length = i;
        }
        return first.substring(0, length);
    }
}
