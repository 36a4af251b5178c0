import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Array;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a probe calls instead of an assertion: sends the canonical text of the observed value
 * (see codeloop's languages/probes.py) as a frame on descriptor 3, tagged with the job's nonce
 * and the running test. The host compares it with the reference's; nothing here decides.
 */
public final class CodeloopObserve {
    private CodeloopObserve() {}

    /** Values longer than this are sent as their length and hash (frames stay bounded). */
    static final int CAP = 1024;
    static String nonce = "";
    static int test;
    static OutputStream out;

    /** Thrown after a "did not throw" observation: the test ends there, completed. */
    public static final class Stop extends Error {
        private static final long serialVersionUID = 1L;

        Stop() {
            super("codeloop: observation ends the test", null, false, false);
        }
    }

    static void open(String theNonce) throws IOException {
        nonce = theNonce;
        out = new FileOutputStream("/proc/self/fd/3");
    }

    static void emit(int site, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (bytes.length > CAP) {
            text = "#" + bytes.length + ":" + fnv(bytes, 0xcbf29ce484222325L)
                + fnv(bytes, 0xcbf29ce484222325L ^ 0x9e3779b97f4a7c15L);
            bytes = text.getBytes(StandardCharsets.UTF_8);
        }
        StringBuilder line = new StringBuilder("CLO1 ").append(nonce).append(' ').append(test)
            .append(' ').append(site).append(' ');
        for (byte b : bytes) {
            line.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
        }
        try {
            out.write(line.append('\n').toString().getBytes(StandardCharsets.US_ASCII));
            out.flush();
        } catch (IOException e) {
            System.exit(70);
        }
    }

    static String fnv(byte[] bytes, long h) {
        for (byte b : bytes) {
            h ^= (b & 0xff);
            h *= 0x100000001b3L;
        }
        String hex = Long.toHexString(h);
        return "0".repeat(16 - hex.length()) + hex;
    }

    /** The canonical text of a value. */
    static String show(Object v) {
        StringBuilder out = new StringBuilder();
        show(out, v);
        return out.toString();
    }

    static void show(StringBuilder out, Object v) {
        if (v == null) {
            out.append("null");
        } else if (v instanceof Boolean) {
            out.append(((Boolean) v) ? "true" : "false");
        } else if (v instanceof Integer || v instanceof Long || v instanceof Short
                   || v instanceof Byte || v instanceof java.math.BigInteger) {
            out.append(v.toString());
        } else if (v instanceof Double || v instanceof Float) {
            double d = ((Number) v).doubleValue();
            if (Double.isNaN(d)) {
                out.append("nan");
            } else if (Double.isInfinite(d)) {
                out.append(d > 0 ? "inf" : "-inf");
            } else {
                if (d == 0) {
                    d = 0.0;  // -0 is 0
                }
                out.append(v instanceof Float ? Float.toString((float) d) : Double.toString(d));
            }
        } else if (v instanceof Character) {
            out.append('\'').append((char) (Character) v).append('\'');
        } else if (v instanceof CharSequence) {
            quote(out, v.toString());
        } else if (v instanceof Enum) {
            out.append(((Enum<?>) v).name());
        } else if (v instanceof Optional) {
            Optional<?> o = (Optional<?>) v;
            if (o.isPresent()) {
                out.append("Some(");
                show(out, o.get());
                out.append(')');
            } else {
                out.append("None");
            }
        } else if (v.getClass().isArray()) {
            out.append('[');
            for (int i = 0; i < Array.getLength(v); i++) {
                if (i > 0) {
                    out.append(',');
                }
                show(out, Array.get(v, i));
            }
            out.append(']');
        } else if (v instanceof Map) {
            List<String> parts = new ArrayList<>();
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                parts.add(show(e.getKey()) + ":" + show(e.getValue()));
            }
            sorted(out, "{", parts);
        } else if (v instanceof Set) {
            List<String> parts = new ArrayList<>();
            for (Object x : (Set<?>) v) {
                parts.add(show(x));
            }
            sorted(out, "#{", parts);
        } else if (v instanceof Collection) {
            out.append('[');
            boolean first = true;
            for (Object x : (Collection<?>) v) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                show(out, x);
            }
            out.append(']');
        } else if (v instanceof Map.Entry) {
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) v;
            out.append('(');
            show(out, e.getKey());
            out.append(',');
            show(out, e.getValue());
            out.append(')');
        } else {
            throw new IllegalArgumentException("codeloop cannot observe a " + v.getClass().getName());
        }
    }

    // Sorted by each element's text: a hash container's iteration order must not matter.
    private static void sorted(StringBuilder out, String open, List<String> parts) {
        Collections.sort(parts);
        out.append(open).append(String.join(",", parts)).append('}');
    }

    private static void quote(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\t') {
                out.append("\\t");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c < 0x20 || c == 0x7f) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }
}
